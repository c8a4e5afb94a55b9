// A fake third-party widget that loads but fails while starting.
throw new Error("fake widget failed to initialise");
