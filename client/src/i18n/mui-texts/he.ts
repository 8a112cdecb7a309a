export { heIL as muiTexts } from '@mui/material/locale';
