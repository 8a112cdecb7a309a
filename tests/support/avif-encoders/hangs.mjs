// An AVIF encoder that takes its request and never answers (keeps its process alive until killed).
process.once('message', () => setInterval(() => {}, 60_000));
