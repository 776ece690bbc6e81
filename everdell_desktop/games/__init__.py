"""Rule sets. Each subpackage registers one GameDefinition with ``core.registry``."""
