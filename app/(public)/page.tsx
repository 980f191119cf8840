import { ClientMessages } from "@/components/i18n/client-messages";
import { SignInScreen } from "@/components/auth/sign-in-screen";

export default function HomePage() {
  return (
    <ClientMessages namespaces={["auth"]}>
      <SignInScreen />
    </ClientMessages>
  );
}
