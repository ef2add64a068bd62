/**
 * The placeholder shown while a page or remote loads (core §2: 'Loading'). A CSS spinner
 * (index.html) rather than antd's Spin: it is part of every first paint.
 */
export function Loading() {
  return (
    <div role="status" aria-live="polite" className="loading">
      <span className="loading-spinner" aria-hidden="true" />
      <span>Loading</span>
    </div>
  );
}
