import { SignatureSettings } from './signature-settings.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function SignatureScreen() {
  return (
    <ToolFrame title="sign" role="master" access={{ ownerOnly: true, certified: true }}>
      {() => <SignatureSettings role="master" />}
    </ToolFrame>
  );
}
