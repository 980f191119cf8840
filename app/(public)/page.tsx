import { ClientMessages } from "@/components/i18n/client-messages";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { postSignInForm, signInAction } from "./signin/sign-in-action";

export default function HomePage() {
  return (
    <ClientMessages namespaces={["auth"]}>
      <SignInScreen actions={{ post: postSignInForm, send: signInAction }} />
    </ClientMessages>
  );
}
