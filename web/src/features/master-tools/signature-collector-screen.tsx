import { SignatureSettings } from './signature-settings.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function SignatureCollectorScreen() {
  return (
    <ToolFrame title="sign_col" role="collector" access={{ ownerOnly: true, certified: true }}>
      {() => <SignatureSettings role="collector" />}
    </ToolFrame>
  );
}
