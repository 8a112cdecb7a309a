/**
 * Told each step of a start as it ends (the database opened, the migrations, each part of the demo
 * data), so whoever runs `npm start` sees what the server is doing rather than a silent minute.
 */
export type StartProgress = (step: string) => void;
