import { DotLoading } from 'antd-mobile';

export function ScreenLoading() {
  return (
    <div className="screen-loading" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}
