// How the browser tests and the benches start Debian's Chromium headless on this machine (DESIGN.md's
// toolchain facts). No imports: the benches load this file with Node's type stripping.

/** Debian's Chromium (apt-get install -y chromium), or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
