import { AuthorisationList } from './authorisation.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function AuthorisationCollectorScreen() {
  return (
    <ToolFrame title="shouquan_col" role="collector" access={{ ownerOnly: true }}>
      {() => <AuthorisationList role="collector" />}
    </ToolFrame>
  );
}
