"""docs/ARCHITECTURE.md's worked example of adding a role permission: the member added to
labeler/domain/roles.py's Action (tests/unit/domain/test_roles_table.py puts it there)."""

from labeler.domain.roles import ADJUDICATORS, Permission

SEE_SUSPECTS = Permission("see the pairs whose passage may fool the judge", ADJUDICATORS, "see-suspects",
                          "the pairs flagged as trying to fool the LLM judge (labeler suspects)")
