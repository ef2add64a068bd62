import type { ReactNode } from 'react';

export interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

/** The marketing pages' grid of feature cards, with an optional badge under each. */
export function FeatureCardGrid({ features, badge }: { features: readonly Feature[]; badge?: ReactNode }) {
  return (
    <div className="card-grid">
      {features.map((feature) => (
        <article key={feature.title} className="feature-card">
          {feature.icon}
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
          {badge}
        </article>
      ))}
    </div>
  );
}
