import { theme, Typography } from 'antd';

/**
 * Labelled figures in a grid that wraps to the screen: a description list of plain elements,
 * so a player's page does not fetch antd's Descriptions for it.
 */
export function FigureGrid({ title, figures }: { title: string; figures: [label: string, value: string | number][] }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 8, margin: 0 }}>
        {figures.map(([label, value]) => (
          <div key={label} data-figure={label} style={{ padding: '6px 8px', background: token.colorFillQuaternary, borderRadius: token.borderRadiusSM }}>
            <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
