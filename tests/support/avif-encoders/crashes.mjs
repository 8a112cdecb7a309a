// An AVIF encoder that dies on its request, as one the kernel's OOM killer ends would.
process.once('message', () => {
  process.stderr.write('libvips: sin memoria\n');
  process.kill(process.pid, 'SIGKILL');
});
