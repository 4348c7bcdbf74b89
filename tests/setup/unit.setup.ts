process.env.PACT_DO_NOT_TRACK = "true";
