import { NewsManager } from './news-manager.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function NewsScreen() {
  return (
    <ToolFrame title="xinwen" role="master" access={{ certified: true }}>
      {() => <NewsManager role="master" />}
    </ToolFrame>
  );
}
