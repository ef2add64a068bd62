export { formatDate, formatDateTime, formatDayHeading } from './format';
