// Three pulsing dots (antd-mobile's DotLoading, drawn with CSS so that the shell does not
// carry its code): the page's loading sign.
import './loading-dots.css';

export function LoadingDots() {
  return (
    <span className="loading-dots" aria-hidden="true">
      <i />
      <i />
      <i />
    </span>
  );
}
