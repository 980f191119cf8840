import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { EditMarkScreen } from "@/components/marks/edit-mark-form";

export async function generateMetadata() {
  return { title: (await getTranslations("marks"))("editTitle") };
}

export default async function EditMarksPage({ params }: { params: Promise<{ marksId: string }> }) {
  const { marksId } = await params;
  return (
    <ClientMessages namespaces={["marks"]}>
      <EditMarkScreen id={marksId} />
    </ClientMessages>
  );
}
