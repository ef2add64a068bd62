export { formatDate, formatDateTime, formatDayHeading, formatShortDate } from './format';
