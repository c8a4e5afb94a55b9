/** The error catalogue of spec section 8: every user-facing error and success message, once. */
export const NOT_FOUND = {
  title: "Page Not Found",
  message: "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or never existed.",
  home: "Return to Home",
  help: "Get Help Finding Resources",
  searchLabel: "Or search the guide",
  consolePrefix: "404: no page at",
};

/** Any other error page. */
export const SERVER_ERROR = {
  title: "Something went wrong",
  message: "Sorry, this page could not be shown. Please try again, or go back to the home page.",
};

/**
 * In place of a part of a page whose code could not be fetched (a tool, the planner, the questionnaire):
 * the connection dropped, or the site was updated while the page was open and the old code is gone.
 */
export const PART_UNAVAILABLE = {
  message: "This part of the page could not be loaded. The connection may have dropped, or the site may have been updated since you opened the page.",
  reload: "Reload the page",
};

export const TOASTS = {
  chatbotLoadFailed: { title: "Error", description: "Failed to load chatbot. Please try again.", variant: "destructive" },
  chatbotInitFailed: { title: "Error", description: "Failed to initialize chatbot. Please try again.", variant: "destructive" },
  pdfCreateFailed: { title: "PDF Generation Failed", description: "Unable to create the PDF document.", variant: "destructive" },
  pdfPrintFailed: { title: "PDF Generation Issue", description: "There was a problem generating your PDF. Try using your browser's print function to save as PDF.", variant: "destructive" },
  pdfReady: { title: "PDF Generated", description: "Your cost breakdown is ready for printing/saving as PDF.", variant: "default" },
  calculatorReset: { title: "Calculator Reset", description: "All values have been reset to defaults.", variant: "default" },
} as const;
