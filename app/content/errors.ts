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

export const TOASTS = {
  chatbotLoadFailed: { title: "Error", description: "Failed to load chatbot. Please try again.", variant: "destructive" },
  chatbotInitFailed: { title: "Error", description: "Failed to initialize chatbot. Please try again.", variant: "destructive" },
  pdfCreateFailed: { title: "PDF Generation Failed", description: "Unable to create the PDF document.", variant: "destructive" },
  pdfPrintFailed: { title: "PDF Generation Issue", description: "There was a problem generating your PDF. Try using your browser's print function to save as PDF.", variant: "destructive" },
  pdfReady: { title: "PDF Generated", description: "Your cost breakdown is ready for printing/saving as PDF.", variant: "default" },
  calculatorReset: { title: "Calculator Reset", description: "All values have been reset to defaults.", variant: "default" },
} as const;
