"""`labeler import`: queries, chunks, qrels, runs and LLM grades, each import one transaction and idempotent."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click

from labeler.cli.context import current_app as _ctx
from labeler.cli.terminal.output import shown_path
from labeler.cli.qrels_options import duplicate_hint, on_duplicate_option
from labeler.domain.choices import FILE_FORMATS

if TYPE_CHECKING:
    from labeler.dataio.records.file_kind import ImportKind
    from labeler.domain import UpsertCounts
    from labeler.storage import Repository

_Command = TypeVar("_Command", bound=Callable[..., Any])


@click.group("import", short_help="Import queries, chunks, runs, qrels or LLM grades.")
def import_group() -> None:
    """Import queries, chunks, qrels or runs. Each import is all-or-nothing and idempotent.

    The format comes from --format, else the file extension, else the content.
    Bad input stops with `FILE:LINE: what is wrong` and leaves the database unchanged.
    """


def _format_option(f: _Command) -> _Command:
    return click.option("--format", "format_", type=click.Choice(FILE_FORMATS.values), default=None, help="Override the detected format.")(f)


def _force_option(f: _Command) -> _Command:
    """--force: import a file whose first rows look like another kind (e.g. queries as chunks)."""
    return click.option(
        "--force", is_flag=True, help="Import even if the file looks like another kind (e.g. BEIR queries given as chunks)."
    )(f)


def _kind_import(command: _Command) -> _Command:
    """--format and --force, and the new database kept only on success: what every import of a kind of file has."""
    return _format_option(_force_option(_kept_only_on_success(command)))


def _kept_only_on_success(command: _Command) -> _Command:
    """An import command whose new database file is removed again when it fails (AppContext)."""

    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> Any:
        with _ctx().new_database_kept_only_on_success():
            return command(*args, **kwargs)

    return cast(_Command, run)


def _importing_into(file: str, kind: ImportKind | None = None, format_: str | None = None, force: bool = False) -> Repository:
    """The repository to import into, opened (and created if new) only once FILE is readable and,
    unless force, does not look like another kind than `kind` (so a refused file leaves no database)."""
    from labeler.dataio.records.formats import require_file

    require_file(file)
    if kind is not None and not force:
        from labeler.dataio.records.file_kind import check_kind

        check_kind(file, kind, format=format_)
    return _ctx().repository(create=True)


def _say_counts(what: str, counts: UpsertCounts, after: str = "") -> None:
    click.echo(f"{what}: {counts.added} added, {counts.updated} updated, {counts.unchanged} unchanged"
               + (f", {after}" if after else ""))


def say_queues(repository: Repository, new_pairs: int) -> None:
    """Pairs an import or `pool` added to the pool: whose queues they joined (nothing when none)."""
    from labeler.services.pooling import joined_queues

    said = joined_queues(repository, new_pairs)
    if said is not None:
        click.echo(shown_path(said))


@import_group.command("queries", short_help="Import the queries (topics).")
@click.argument("file", type=click.Path(dir_okay=False))
@_kind_import
def import_queries_cmd(file: str, format_: str | None, force: bool) -> None:
    """Import queries: TREC topics TSV (qid<TAB>text), BEIR queries.jsonl, CSV/JSONL/Parquet (id,text[,description,narrative])."""
    from labeler.services.importing import import_queries

    repository = _importing_into(file, "queries", format_, force)  # checks the kind, so the service need not
    _say_counts("queries", import_queries(repository, file, format=format_, force=True))


@import_group.command("chunks", short_help="Import the chunks (passages) to grade.")
@click.argument("file", type=click.Path(dir_okay=False))
@_kind_import
def import_chunks_cmd(file: str, format_: str | None, force: bool) -> None:
    """Import chunks: BEIR corpus.jsonl, TSV (id<TAB>text), CSV/JSONL/Parquet (id,text[,title,doc_id,...]); other columns become metadata."""
    from labeler.cli.terminal.progress import progress_bar
    from labeler.services.importing import import_chunks

    repository = _importing_into(file, "chunks", format_, force)  # checks the kind, so the service need not
    with progress_bar("importing chunks", unit="bytes") as on_progress:
        counts = import_chunks(repository, file, format=format_, on_progress=on_progress, force=True)
    _say_counts("chunks", counts)


@import_group.command("qrels", short_help="Import grades made elsewhere as one annotator's.")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--annotator", "qrels_annotator", default=None,
              help="Whose judgments these are. Default: the file name without its extensions and without the word "
              "qrels, so qrels.bob, bob.qrels.txt and qrels-bob.tsv are bob's (qrels.txt stays qrels).")
@click.option("--clip", is_flag=True, help="Clip grades outside 0-3 into range instead of rejecting the file.")
@click.option("--strict", is_flag=True, help="Reject qrels for queries the database does not know.")
@on_duplicate_option
@_kind_import
def import_qrels_cmd(
    file: str, qrels_annotator: str | None, clip: bool, strict: bool, on_duplicate: str, format_: str | None, force: bool
) -> None:
    """Import judgments: TREC qrels (qid iter docid grade), BEIR qrels TSV with header, CSV/JSONL/Parquet (qid,docid,grade)."""
    from labeler.services.importing import import_qrels, qrels_annotator_name

    repository = _importing_into(file, "qrels", format_, force)
    with duplicate_hint():
        counts = import_qrels(
            repository, file, annotator=qrels_annotator, format=format_, clip=clip,
            strict=strict, on_duplicate=on_duplicate, force=True,
        )
    whose = shown_path(qrels_annotator or qrels_annotator_name(file))
    _say_counts("judgments", counts, f"stored as annotator {whose!r}" + (
        "" if qrels_annotator else " (from the file name; --annotator NAME names another)"))
    say_queues(repository, counts.pairs_added)


@import_group.command("suggestions", short_help="Import LLM grades made elsewhere as suggestions.")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--model", required=True, help="The model whose grades these are (as `labeler judge --model` names it).")
@click.option("--strict", is_flag=True, help="Reject grades for queries the database does not know.")
@_format_option
@_kept_only_on_success
def import_suggestions_cmd(file: str, model: str, strict: bool, format_: str | None) -> None:
    """Import LLM grades made elsewhere as suggestions of --model, stored as `labeler judge` stores its own.

    \b
    FILE holds one grade 0-3 per (query, chunk):
      TREC qrels         2082 0 msmarco_passage_01_552803451 2
      CSV / JSONL / Parquet with columns qid, docid, grade and optionally
        probs   P(grade 0..3): a JSON array [0.1, 0.2, 0.3, 0.4] (a list column in Parquet),
                or four columns p0, p1, p2, p3 instead; each 0-1, summing to 1 (within 0.001)
        reason  the model's explanation, kept with the suggestion
    \b
    Pairs not in the pool yet are added; unknown queries become placeholders (see
    `import queries`) unless --strict. Importing the same file again changes nothing; an
    updated file adds a newer suggestion only where a pair's grade, probabilities or reason
    changed. Suggestions stay apart from human judgments: `labeler eval --estimate llm|hybrid
    --model NAME` and `export qrels --source llm` read them. Example:

    \b
      labeler import suggestions qrels.umbrela-gpt4.txt --model gpt-4-umbrela
    """
    from labeler.domain.untrusted import terminal_text
    from labeler.services.judging.imported import import_suggestions

    repository = _importing_into(file)
    result = import_suggestions(repository, file, model=model, format=format_, strict=strict)
    shown_model = terminal_text(model, one_line=True)
    if not result.changed:
        click.echo(f"suggestions of {shown_model!r}: all {result.unchanged:,} already held: nothing changed")
        return
    click.echo(
        f"suggestions of {shown_model!r}: {result.added:,} added, {result.updated:,} updated, {result.unchanged:,} unchanged "
        f"({result.with_probabilities:,} with probabilities)"
    )
    say_queues(repository, result.pairs_created)


@import_group.command("run", short_help="Import a retriever's ranking (a run).")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--name", default=None, help="Name for the run (default: its tag).")
@click.option("--strict", is_flag=True, help="Reject a run that mentions queries the database does not know.")
@click.option("--replace", is_flag=True, help="Replace an imported run of the same name with different content.")
@click.option("--split-by-tag", is_flag=True, help="Import each run tag of a TREC file as its own run, named by the tag (all or none).")
@_kind_import
def import_run_cmd(
    file: str, name: str | None, strict: bool, replace: bool, split_by_tag: bool, format_: str | None, force: bool
) -> None:
    """Import a run: TREC (qid Q0 docid rank score tag) or CSV/JSONL/Parquet (qid,docid,score[,rank]).

    Ranks are recomputed from scores as trec_eval does (ties by docid, descending). A TREC
    file holding several run tags is refused unless --split-by-tag.
    """
    from labeler.cli.terminal.progress import progress_bar
    from labeler.services.importing import import_run, import_runs_by_tag

    if split_by_tag and name is not None:
        raise click.UsageError("--split-by-tag names each run by its tag; drop --name")
    repository = _importing_into(file, "run", format_, force)  # checks the kind, so the services need not
    with progress_bar("importing run") as on_progress:
        options: dict[str, Any] = {"format": format_, "strict": strict, "replace": replace, "on_progress": on_progress, "force": True}
        if split_by_tag:
            results = import_runs_by_tag(repository, file, **options)
        else:
            results = [import_run(repository, file, name=name, **options)]
    for result in results:
        if result.added:
            click.echo(f"run {result.name!r}: {result.n_rows:,} rows over {result.n_queries:,} queries imported")
        else:
            click.echo(f"run {result.name!r} is already imported with the same content: nothing added")
        if result.unknown_queries:
            which = "this run" if len(results) == 1 else f"run {result.name!r}"
            click.echo(f"note: {result.unknown_queries} queries of {which} are not in the database yet (import their texts to label them)")
