import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useFreshLinks } from './fresh-links';

type Props = Omit<ButtonProps<'a'>, 'href' | 'component'> & {
  /** A signed link that answers as an attachment. */
  href: string;
  fileName?: string;
};

/**
 * A plain link that downloads a study file (the browser streams it to disk, whatever its size).
 * When the signed links on screen are about to expire, it fetches fresh ones first and then
 * follows the new link.
 */
export function DownloadButton({ href, fileName, onClick, ...props }: Props) {
  const links = useFreshLinks();
  const anchor = useRef<HTMLAnchorElement>(null);
  const followNewLink = useRef(false);
  const passThrough = useRef(false);

  useEffect(() => {
    if (!followNewLink.current) return;
    followNewLink.current = false;
    passThrough.current = true;
    anchor.current?.click();
  }, [href]);

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (passThrough.current) {
      passThrough.current = false;
      return;
    }
    if (!links.isStale()) return;
    event.preventDefault();
    followNewLink.current = true;
    links.ensureFresh().catch(() => {
      followNewLink.current = false;
    });
  };

  return (
    <Button
      component="a"
      ref={anchor}
      href={href}
      download={fileName ?? true}
      rel="noopener"
      onClick={click}
      {...props}
    />
  );
}
