// The master pages' loading placeholders: shimmering cards in the shape of what is coming (their
// empty and failed states are the shared StateView).
export function LoadingCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="master-loading" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="master-result is-skeleton">
          <span className="shimmer master-result-photo" />
          <span className="master-result-body">
            <span className="shimmer line w40" />
            <span className="shimmer line w70" />
            <span className="shimmer line w90" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The public page while it loads (and the static build's frame of it): the hero in the shape and
 * height of MasterHero (photo, name and title lines, counts, buttons), so that nothing in it
 * moves when the page arrives.
 */
export function LoadingPage({ label }: { label: string }) {
  return (
    <div className="master-loading" role="status" aria-busy="true" aria-label={label}>
      <div className="master-hero is-skeleton">
        <div className="master-hero-top">
          <span className="shimmer master-photo" />
          <span className="master-hero-id">
            <span className="shimmer line w30" />
            <span className="shimmer line w60" />
            <span className="shimmer line w80" />
          </span>
        </div>
        <span className="shimmer master-skeleton-stats" />
        <span className="shimmer master-skeleton-actions" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="card">
          <span className="shimmer line w30" />
          <span className="shimmer line w90" />
          <span className="shimmer line w80" />
          <span className="shimmer line w60" />
        </div>
      ))}
    </div>
  );
}
