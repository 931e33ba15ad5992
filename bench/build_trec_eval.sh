#!/usr/bin/env bash
# Build the official trec_eval from a checkout of its source (https://github.com/usnistgov/trec_eval,
# tag v10.0 or its CHANGELOG's "version 10.0" commit) into bench/data/trec_eval, with trec_eval's own
# Makefile and flags (its release build: -g, no -O): the binary bench_trec_eval.py and bench_eval.py
# time labeler against. The source is not fetched here (no network is assumed); nothing is committed.
#
# Why not -O2: trec_eval 10.0's m_rbp.c reads two uninitialised doubles (min, max); built with -O2
# it prints `rbp all 0.0067` for 0.3234 and fails its own quicktest (an -O2 build that skips the
# check takes ~20% less CPU on the big run). The unoptimised build is the one that is right.
#
#   bash bench/build_trec_eval.sh ~/src/trec_eval
#
# The build is checked on trec_eval's own test files (make quicktest) before it is kept.
set -euo pipefail
source_dir=${1:?usage: bash bench/build_trec_eval.sh TREC_EVAL_SOURCE_DIR}
[ -f "$source_dir/trec_eval.c" ] || { echo "$source_dir: no trec_eval.c there (a trec_eval source checkout?)" >&2; exit 2; }
out_dir=$(cd "$(dirname "$0")" && pwd)/data
mkdir -p "$out_dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$source_dir"/. "$work"
rm -f "$work/trec_eval"  # a binary left in the checkout (other flags) would count as built
make -C "$work" trec_eval >/dev/null
make -C "$work" quicktest >/dev/null
version=$("$work/trec_eval" -v 2>&1 || true)
case "$version" in
  *"version 10."*) ;;
  *) echo "built, but not trec_eval 10.x: $version" >&2; exit 2 ;;
esac
cp "$work/trec_eval" "$out_dir/trec_eval"
echo "$out_dir/trec_eval: $version"
