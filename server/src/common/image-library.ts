import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, configured for this server, loaded at its first use (libvips and its codecs are about
 * 18 MiB of RSS that a server which only serves stored pictures never needs): take it from here,
 * never from 'sharp' directly.
 *
 * Every image is resized once, when it is uploaded or first rendered, and the result is stored:
 * libvips' operation cache (up to 50 MB and 100 open files by default) would only keep pictures
 * nobody asks for again, in memory the process never hands back. Its thread pool stays as it is,
 * so a resize takes as long as before.
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
