import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { linkParts } from './format/link-parts';

/**
 * A message's text with its http(s) addresses as links that open in a new tab. React writes the
 * text as text, so nothing in a message becomes markup.
 */
export function LinkifiedText({ text }: { text: string }) {
  return linkParts(text).map((part, index) =>
    part.kind === 'link' ? (
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
        {part.text}
      </Link>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
