import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans } from '@lingui/react/macro';

type Props = { more: { hasMore: boolean; showMore: () => Promise<void>; loadingMore: boolean } };

/** "Mostrar más" under a list read with useShowMore, while more pages follow. */
export function ShowMoreButton({ more }: Props) {
  if (!more.hasMore) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'center' }}>
      <Button onClick={() => void more.showMore()} disabled={more.loadingMore}>
        <Trans>Mostrar más</Trans>
      </Button>
    </Stack>
  );
}
