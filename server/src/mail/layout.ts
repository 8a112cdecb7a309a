import type { Translator } from '../common/translations.js';

const greeting = /*i18n*/ 'Hola, {name}:';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type EmailContent = {
  /** The recipient's given name, for the greeting. */
  name: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
};

/**
 * The lab's simple email in the translator's language: a greeting, paragraphs and an optional
 * call-to-action link, as plain text and as HTML marked with the language and its direction.
 */
export function renderEmail(tr: Translator, content: EmailContent) {
  const { subject, paragraphs, action } = content;
  const hello = tr.t(greeting, { name: content.name });
  const text = [hello, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n');
  const html = `<!doctype html><html lang="${tr.locale}" dir="${tr.dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#1976d2;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
</body></html>`;
  return { subject, text, html };
}
