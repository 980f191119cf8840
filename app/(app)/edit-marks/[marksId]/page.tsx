import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { EditMarkScreen } from "@/components/marks/edit-mark-form";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("marks"))("editTitle") };
}

export default async function EditMarksPage({ params }: { params: Promise<{ marksId: string }> }) {
  const { marksId } = await params;
  const viewer = await currentActor();
  return (
    <ClientMessages namespaces={["marks"]}>
      <EditMarkScreen id={marksId} viewerId={viewer?.id ?? null} />
    </ClientMessages>
  );
}
