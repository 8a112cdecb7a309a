/** A share link's PIN: six digits. Its own module: the share link's page checks it without yup. */
export const sharePinPattern = /^\d{6}$/;
