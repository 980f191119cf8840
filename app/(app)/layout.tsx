import { redirect } from "next/navigation";
import { Navbar } from "@/components/layout/navbar";
import { currentActor } from "@/lib/auth/current-actor";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await currentActor();
  if (!user) redirect("/signin");
  return (
    <div className="min-h-dvh">
      <Navbar user={{ _id: user.id, username: user.username, email: user.email, role: user.role }} />
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
