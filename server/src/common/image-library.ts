import sharp from 'sharp';

// Every image is resized once, when it is uploaded or first rendered, and the result is stored:
// libvips' operation cache (up to 50 MB and 100 open files by default) would only keep pictures
// nobody asks for again, in memory the process never hands back. Its thread pool stays as it is,
// so a resize takes as long as before.
sharp.cache(false);

/** sharp, configured for this server: import it from here, never from 'sharp' directly. */
export { sharp };
