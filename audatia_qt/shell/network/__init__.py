"""Network play's windows (issue 32): hosting a table, its invites, and joining one."""
