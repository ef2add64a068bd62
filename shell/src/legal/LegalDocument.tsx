import { Card } from 'antd';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

const LAST_UPDATED = 'January 1, 2025';

/** Shared layout of the policy pages. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <div className="page narrow">
      <Card>
        <h1 style={{ marginTop: 0 }}>{title}</h1>
        <p style={{ color: '#6b7280' }}>Last updated: {LAST_UPDATED}</p>
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 style={{ fontSize: 20, marginTop: 28 }}>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} style={{ lineHeight: 1.7 }}>
                {p}
              </p>
            ))}
          </section>
        ))}
      </Card>
    </div>
  );
}
