// `@cricket/shell-sdk/charts`: kept out of the SDK's main entry, which the shell loads on every
// first visit; only the pages that draw a chart pull antd's typography in with it.
export { BarChart, type BarChartProps, type BarGroup, type BarSeries } from './BarChart';
