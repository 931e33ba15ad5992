"""Roles and permissions are one table (labeler.domain.roles.Action): the services' defaults, the
configurable names the command line offers, the refusals' words and the schema's description derive
from it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from labeler.domain.choices import ROLE_PERMISSIONS, ROLES
from labeler.domain.roles import CONFIGURABLE, DEFAULTS, ROLE_NAMES, Action, Role, who_may


def test_the_defaults_are_the_tables() -> None:
    assert DEFAULTS[Role.ANNOTATOR] == frozenset()
    assert DEFAULTS[Role.ADJUDICATOR] == {Action.ADJUDICATE, Action.SEE_EVALUATION, Action.SEE_AGREEMENT,
                                          Action.SEE_OTHERS}
    assert DEFAULTS[Role.COORDINATOR] == frozenset(Action)  # a coordinator may do everything
    assert all(DEFAULTS[weaker] <= DEFAULTS[stronger] for weaker, stronger in zip(Role, list(Role)[1:]))


def test_the_command_line_offers_the_configurable_permissions_in_table_order() -> None:
    assert ROLE_PERMISSIONS.values == ("see-evaluation", "see-agreement", "see-others-grades")
    assert [CONFIGURABLE[name] for name in ROLE_PERMISSIONS.values] == [
        Action.SEE_EVALUATION, Action.SEE_AGREEMENT, Action.SEE_OTHERS]
    assert ROLE_PERMISSIONS.words("see-agreement") == Action.SEE_AGREEMENT.value.shows
    assert ROLES.values == ROLE_NAMES == ("annotator", "adjudicator", "coordinator")


def test_a_refusal_names_the_roles_of_the_table() -> None:
    from labeler.services.roles import Caller, denial

    alice = Caller("alice", Role.ANNOTATOR)
    assert who_may(Action.ADJUDICATE) == "an adjudicator or a coordinator"
    assert denial(alice, Action.ADJUDICATE) == "only an adjudicator or a coordinator may settle disagreements; alice joined as annotator"
    assert denial(alice, Action.PREFILL) == "only a coordinator may run the LLM prefill; alice joined as annotator"
    assert denial(alice, Action.SEE_AGREEMENT) == (
        "alice joined as annotator, who may not see the agreement between annotators in this project "
        "(a coordinator can allow it: labeler roles allow annotator see-agreement)")


def test_the_schema_describes_the_tables_names() -> None:
    from labeler.storage.schema.project import RoleGrant

    assert RoleGrant.model_fields["role"].description == "annotator, adjudicator or coordinator."
    assert "(see-evaluation, see-agreement, see-others-grades)" in (RoleGrant.model_fields["permission"].description or "")


ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = Path(__file__).parent / "permission_example" / "see_suspects.py"


def _member() -> str:
    """The example's member as it reads inside class Action."""
    text = EXAMPLE.read_text(encoding="utf-8")
    member = text[text.index("SEE_SUSPECTS ="):]
    return "".join("    " + line if line.strip() else line for line in member.splitlines(True))


ADDED = """
import sys, types
from pathlib import Path
import labeler.domain
source = (Path(labeler.domain.__file__).parent / "roles.py").read_text(encoding="utf-8")
at = source.index("\\n    @property\\n    def words")
source = source[:at] + "\\n" + sys.argv[1].rstrip("\\n") + source[at:]  # as if the member were in Action
module = types.ModuleType("labeler.domain.roles")
sys.modules["labeler.domain.roles"] = labeler.domain.roles = module
exec(compile(source, "labeler/domain/roles.py", "exec"), module.__dict__)

from labeler.domain.choices import ROLE_PERMISSIONS
from labeler.domain.roles import Action, Role
from labeler.services.project import open_repository
from labeler.services.roles import Caller, denial, permissions
from tests.cli_main import run_main
from tests.tui.dbs import make_db

assert ROLE_PERMISSIONS.values[-1] == "see-suspects", ROLE_PERMISSIONS.values
db = Path(sys.argv[2]) / "p.db"
make_db(db).close()


def alice():
    repository = open_repository(str(db))
    caller = Caller("alice", Role.ANNOTATOR, allowed=permissions(Role.ANNOTATOR, repository.role_grants()))
    repository.close()
    return "allowed" if caller.may(Action.SEE_SUSPECTS) else denial(caller, Action.SEE_SUSPECTS)


print(alice())
print(run_main(["--db", str(db), "roles", "allow", "annotator", "see-suspects"])[1].strip())
print(alice())
print("\\n".join(line for line in run_main(["--db", str(db), "roles"])[1].splitlines() if "see-suspects" in line))
"""


def test_a_permission_is_added_by_its_entry_alone(tmp_path: Path) -> None:
    """The worked example of docs/ARCHITECTURE.md: one member of Action, and nothing else, gives the
    permission its refusal, its defaults, `labeler roles allow|deny|reset` and the listing."""
    done = subprocess.run([sys.executable, "-c", ADDED, _member(), str(tmp_path)], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "alice joined as annotator, who may not see the pairs whose passage may fool the judge in this project "
        "(a coordinator can allow it: labeler roles allow annotator see-suspects)",
        "annotator: see-evaluation no, see-agreement no, see-others-grades no, see-suspects yes (apps started from now on)",
        "allowed",
        "annotator    see-suspects       yes  (set by a coordinator)",
        "adjudicator  see-suspects       yes  (default)",
        "coordinator  see-suspects       yes  (default)",
    ]


def test_the_example_is_not_a_permission_of_labeler_itself() -> None:
    assert "see-suspects" not in CONFIGURABLE and not hasattr(Action, "SEE_SUSPECTS")


def test_the_docs_show_the_example_as_it_is() -> None:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text.split("### Adding a role permission (a worked example)", 1)[1].split("\n## ", 1)[0]
    assert "class Action(enum.Enum):\n    ...\n" + _member() in section
