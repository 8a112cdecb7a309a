import School from '@mui/icons-material/School';
import Avatar from '@mui/material/Avatar';

/** The course image, small; a neutral icon when the course has none. */
export function CourseThumbnail({ url, size = 56 }: { url: string | null | undefined; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <School />
    </Avatar>
  );
}
