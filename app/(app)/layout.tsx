import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Navbar } from "@/components/layout/navbar";
import { currentActor } from "@/lib/auth/current-actor";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await currentActor();
  if (!user) redirect("/signin");
  return (
    <div className="min-h-dvh">
      {/* The navigation bar carries the offline queue's panel and the sign-out guard's question. */}
      <ClientMessages namespaces={["offline"]}>
        <Navbar user={{ _id: user.id, username: user.username, email: user.email, role: user.role }} />
      </ClientMessages>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
