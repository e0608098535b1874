import { NewsManager } from './news-manager.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function NewsCollectorScreen() {
  return (
    <ToolFrame title="xinwen_col" role="collector" access={{ certified: true }}>
      {() => <NewsManager role="collector" />}
    </ToolFrame>
  );
}
