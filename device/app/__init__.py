"""App: the program around the referee: the command line, the config file, `referee check`, the log, the demo and the status light."""
