import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An email address that, when it must wrap, wraps only after its @ or a dot
 * ("ana.maria.<wbr>gonzalez@<wbr>clinica.<wbr>mx"), never in the middle of a word nor at a hyphen.
 */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=[@.])/);
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {piece}
      </Box>
    </Fragment>
  ));
}
