import { Link } from "@remix-run/react";
import { MessageCircle } from "lucide-react";

export const DEFAULT_QUESTIONNAIRE_LABEL = "Start Questionnaire";

/**
 * Opens the housing questionnaire. Until the overlay lands, it leads to the
 * Resources hub, where every guide and official resource is one step away.
 */
export function QuestionnaireButton({ label = DEFAULT_QUESTIONNAIRE_LABEL, className }: { label?: string; className?: string }) {
  return (
    <Link to="/resources" className={className}>
      <MessageCircle className="h-5 w-5" aria-hidden="true" />
      {label}
    </Link>
  );
}
