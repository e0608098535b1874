import { PublishWork } from './publish-work.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function PublishCollectionItemScreen() {
  return (
    <ToolFrame title="renzhen_col" role="collector" access={{ certified: true }}>
      {() => <PublishWork role="collector" />}
    </ToolFrame>
  );
}
