"""The DDL both backends get is the previous release's, and a database that release made works unchanged.

`schema_0006/` was saved once from labeler at revision 0006 (379a9ae, the last release that declared
the schema as SQLAlchemy Core tables): `sqlite_ddl.txt` and `postgresql_ddl.txt` are
`tests.schema_ddl.schema_lines` of a database `alembic upgrade 0006` built, `project.sql` is
`sqlite3`'s dump of a small project that release made through its commands (imports, pool, qrels,
suggestions, assign, sample, adjudicate, grades with an undo and a skip, a pending batch job), and
`outputs.json` is what its read-only commands printed and exported on that project.
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from click.testing import CliRunner

from labeler.cli import cli
from labeler.storage import open_repository, upgrade_database
from labeler.storage.engine import make_engine
from labeler.storage.counts.kept import kept_rows, recount_rows
from labeler.storage.revisions import head_revision, run_alembic, script_location
from labeler.storage.schema import metadata
from tests.postgres import BACKENDS, PG_SKIP_REASON, PG_URL, fresh_pg_schema
from tests.schema_ddl import schema_lines

SAVED = Path(__file__).parent / "schema_0006"
RELEASE_REVISION = "0006"

# (name, argv after --db, file the command writes or None for its printed output)
COMMANDS = (
    ("status", ["status"], None),
    ("team-status", ["team-status"], None),
    ("agreement", ["agreement"], None),
    ("disagreements", ["disagreements"], None),
    ("eval", ["eval", "bm25", "dense", "--format", "json"], None),
    ("export qrels", ["export", "qrels", "--out", "{out}/qrels.txt"], "qrels.txt"),
    ("export llm qrels", ["export", "qrels", "--source", "llm", "--out", "{out}/llm.txt"], "llm.txt"),
    ("export judgments", ["export", "judgments", "{out}/judgments.jsonl"], "judgments.jsonl"),
    ("export suggestions", ["export", "suggestions", "{out}/suggestions.jsonl"], "suggestions.jsonl"),
)


def _saved_lines(backend: str) -> list[str]:
    return (SAVED / f"{backend}_ddl.txt").read_text().splitlines()


def _restore_release_project(path: Path) -> Path:
    """The previous release's project as a SQLite file at path (restored from its dump)."""
    connection = sqlite3.connect(path)
    try:
        connection.executescript((SAVED / "project.sql").read_text())
    finally:
        connection.close()
    return path


def _normalised(text: str, db: Path, out: Path) -> str:
    """Printed text without what differs between machines and moments: paths, a pending job's age."""
    if text.startswith("database:"):  # status names the database first, wrapped at the terminal's width
        text = "database: DB\n" + text[text.index("┌"):]
    text = text.replace(str(db), "DB").replace(str(out), "OUT")
    return re.sub(r" +(\d+) \((\d+) pairs, oldest [^)]*\)", r" \1 (\2 pairs, oldest N)", text)


def command_outputs(db: Path, out: Path) -> dict[str, list[str]]:
    """Every command of COMMANDS on db: the lines it printed, or of the file it wrote."""
    outputs = {}
    for name, argv, written in COMMANDS:
        args = [arg.format(out=out) for arg in argv]
        result = CliRunner().invoke(cli, ["--db", str(db), "--annotator", "alice", *args], catch_exceptions=False)
        assert result.exit_code == 0, (name, result.output)
        text = (out / written).read_text() if written else result.output
        outputs[name] = _normalised(text, db, out).splitlines()
    return outputs


@pytest.mark.parametrize("backend", BACKENDS)
def test_migrations_still_build_the_previous_releases_ddl(backend, tmp_path):
    if backend == "sqlite":
        db = str(tmp_path / "release.db")
        run_alembic(db, "upgrade", RELEASE_REVISION)
        assert schema_lines(db) == _saved_lines("sqlite")
        return
    if PG_URL is None:
        pytest.skip(PG_SKIP_REASON)
    with fresh_pg_schema(PG_URL) as url:
        run_alembic(url, "upgrade", RELEASE_REVISION)
        assert schema_lines(url) == _saved_lines("postgresql")


def _declared_and_migrated(migrated: str, declared: str) -> tuple[list[str], list[str]]:
    """(DDL of the models' metadata.create_all on declared, DDL of upgrade head on migrated)."""
    run_alembic(migrated, "upgrade", "head")
    engine = make_engine(declared if "://" in declared else f"sqlite:///{declared}", pooled=False)
    try:
        with engine.begin() as conn:
            metadata.create_all(conn)
    finally:
        engine.dispose()
    ours = [line for line in schema_lines(migrated) if not line.startswith("alembic_version ")]
    return schema_lines(declared), ours


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_models_declare_exactly_what_the_migrations_build(backend, tmp_path):
    # alembic check compares columns, types, keys and indexes, not CHECK constraints, partial
    # indexes' WHERE, server defaults or comments: the catalogues of both databases compare all
    if backend == "sqlite":
        declared, migrated = _declared_and_migrated(str(tmp_path / "migrated.db"), str(tmp_path / "declared.db"))
    else:
        if PG_URL is None:
            pytest.skip(PG_SKIP_REASON)
        with fresh_pg_schema(PG_URL) as migrated_url, fresh_pg_schema(PG_URL) as declared_url:
            declared, migrated = _declared_and_migrated(migrated_url, declared_url)
    assert declared == migrated
    if head_revision() == RELEASE_REVISION:
        saved = [line for line in _saved_lines(backend) if not line.startswith("alembic_version ")]
        assert declared == saved


def _autogenerated_schema(db: str, scripts: Path) -> tuple[str, list[str]]:
    """(the revision `alembic revision --autogenerate` writes from the models into an empty scripts folder
    holding labeler's env.py and template, the DDL of db after upgrading an empty db with it)."""
    (scripts / "versions").mkdir(parents=True)
    for name in ("env.py", "script.py.mako"):
        shutil.copy(script_location() / name, scripts / name)

    def alembic(action: str, *args: object, **kwargs: object) -> None:
        engine = make_engine(db if "://" in db else f"sqlite:///{db}", foreign_keys=False, pooled=False)
        try:
            with engine.begin() as conn:
                config = Config()
                config.set_main_option("script_location", str(scripts))
                config.attributes["connection"] = conn
                getattr(command, action)(config, *args, **kwargs)
        finally:
            engine.dispose()

    alembic("revision", message="everything", autogenerate=True, rev_id="0001")
    alembic("upgrade", "head")
    (revision,) = (scripts / "versions").glob("0001_*.py")
    return revision.read_text(), [line for line in schema_lines(db) if not line.startswith("alembic_version ")]


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_revision_autogenerated_from_the_models_builds_the_same_schema(backend, tmp_path):
    # the workflow docs/ARCHITECTURE.md gives for a schema change, end to end: the template imports
    # what autogenerate renders (sa, op) and nothing else, and what it writes builds what 0001-head build
    if backend == "sqlite":
        generated, declared = _autogenerated_schema(str(tmp_path / "generated.db"), tmp_path / "scripts")
        run_alembic(str(tmp_path / "migrated.db"), "upgrade", "head")
        migrated = schema_lines(str(tmp_path / "migrated.db"))
    else:
        if PG_URL is None:
            pytest.skip(PG_SKIP_REASON)
        with fresh_pg_schema(PG_URL) as generated_url, fresh_pg_schema(PG_URL) as migrated_url:
            generated, declared = _autogenerated_schema(generated_url, tmp_path / "scripts")
            run_alembic(migrated_url, "upgrade", "head")
            migrated = schema_lines(migrated_url)
    assert "sqlmodel" not in generated
    imports = sorted(line for line in generated.splitlines() if line.startswith(("import ", "from ")))
    assert imports == ["from __future__ import annotations", "from alembic import op",
                       "from collections.abc import Sequence", "import sqlalchemy as sa"]
    assert declared == [line for line in migrated if not line.startswith("alembic_version ")]


def test_a_project_the_previous_release_made_opens_reads_and_writes_unchanged(tmp_path):
    db = _restore_release_project(tmp_path / "release.db")
    out = tmp_path / "out"
    out.mkdir()
    release_ddl = schema_lines(str(db))
    assert release_ddl == _saved_lines("sqlite")  # the project is the release's schema, and its data
    # read-only commands ask a database behind the head for `labeler db upgrade`: revisions after the
    # release's are the upgrade's business; up to the release's, the file is opened as it is
    upgrade_database(str(db))
    if head_revision() == RELEASE_REVISION:
        assert schema_lines(str(db)) == release_ddl
    expected = json.loads((SAVED / "outputs.json").read_text())
    assert command_outputs(db, out) == expected
    repo = open_repository(str(db))
    try:
        repo.record_judgment("q2", "c1", "bob", 1, seconds_spent=2.0)
        repo.record_judgment("q2", "c4", "alice", 3, note="a fresh look")
        assert repo.undo_last("alice") is not None
        repo.unskip("q2", "c1", "bob")
        with repo.engine.connect() as conn:
            assert kept_rows(conn) == recount_rows(conn)
        current = {(j.query_id, j.chunk_id, j.annotator): j.grade for j in repo.current_judgments()}
    finally:
        repo.close()
    assert current == {("q1", "c1", "seed"): 2, ("q2", "c3", "seed"): 3, ("q1", "c2", "alice"): 2,
                       ("q1", "c1", "bob"): 3, ("q1", "c2", "adjudicator:carol"): 2, ("q2", "c1", "bob"): 1}
