import { PublishWork } from './publish-work.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function PublishWorkScreen() {
  return (
    <ToolFrame title="renzhen" role="master" access={{ certified: true }}>
      {() => <PublishWork role="master" />}
    </ToolFrame>
  );
}
