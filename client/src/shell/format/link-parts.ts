/** A piece of a message: plain text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: a javascript:, data: or mailto: address stays plain text.
const webAddress = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address ("listo: https://…/paciente.").
const trailing = /[.,;:!?¿¡'»”)\]]+$/;

/** Whether `text` parses as an absolute http or https URL. */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Splits a message into text and http(s) links, in order; joined back, the parts give the message. */
export function linkParts(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of message.matchAll(webAddress)) {
    let address = match[0];
    // A closing parenthesis belongs to the address when it opened one, as in Wikipedia's links.
    const cut = address.match(trailing)?.[0] ?? '';
    if (cut && !(cut === ')' && address.includes('('))) address = address.slice(0, -cut.length);
    if (!isWebUrl(address)) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: address, href: new URL(address).href });
    last = start + address.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
