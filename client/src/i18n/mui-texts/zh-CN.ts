export { zhCN as muiTexts } from '@mui/material/locale';
