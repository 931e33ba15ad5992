#!/bin/sh
# Regenerate the golden printouts of trec_eval's -Z and -D flags (test_cli_trec_eval_flags.py).
# Usage: make_golden.sh /path/to/trec_eval   (built from usnistgov/trec_eval, commit f425365,
# the source of trec_eval 10.0; `make` in its checkout). Inputs come from ../shared/oracle.
set -eu
TE=$1
HERE=$(cd "$(dirname "$0")" && pwd)
ORACLE=$HERE/../../../../shared/oracle/trec_eval-10.0
T=$ORACLE/trec_eval-test
G=$ORACLE/generated
cd "$HERE"
# A Zmean file per input: mean 0.9 * value, stddev 0.05 (0.15 for a nonzero value), per printed
# name and query, and stddev-0 lines equal to the value (0) or not (-1000000). No line is left out:
# trec_eval's binary search for a missing one reads past its table (it segfaults here); the
# hand-computed cases of the tests cover missing lines.
zfile() {  # zfile QRELS RUN OUT
    "$TE" -q -m all_trec "$1" "$2" | awk -F'\t' '
        { gsub(/ +$/, "", $1) }
        $2 != "all" && $1 != "relstring" && $1 != "runid" && $1 != "num_q" {
            n++
            if (n % 13 == 0) { print $2, $1, $3, 0; next }     # stddev 0, value = mean: 0
            if (n % 11 == 0) { print $2, $1, $3 + 1, 0; next } # stddev 0, value != mean: -1000000
            print $2, $1, $3 * 0.9, ($3 > 0 ? 0.15 : 0.05)
        }' > "$3"
}
grep -v '^303[[:space:]]' "$T/results.test" > /tmp/results.no303.$$
zfile "$T/qrels.test" "$T/results.test" test.z
for c in case000 case017; do zfile "$G/$c.qrels" "$G/$c.run" $c.z; done
"$TE" -q -Z test.z -m all_trec "$T/qrels.test" "$T/results.test" > test.Z.out
"$TE" -q -c -Z test.z -m all_trec "$T/qrels.test" /tmp/results.no303.$$ > test.no303.cZ.out
"$TE" -q -D 0.302 -m all_trec "$T/qrels.test" "$T/results.test" > test.D302.out
"$TE" -q -c -D 0.303 -m all_trec "$T/qrels.test" /tmp/results.no303.$$ > test.no303.cD303.out
for c in case000 case017; do
    "$TE" -q -Z $c.z -m all_trec "$G/$c.qrels" "$G/$c.run" > $c.Z.out
    "$TE" -q -J -l 2 -Z $c.z -m all_trec "$G/$c.qrels" "$G/$c.run" > $c.J_l2_Z.out
done
# -R qrels_jg: three judgment groups made from qrels.test (the test makes the same file)
awk '{ print $1, 0, $3, $4 } NR % 3 { print $1, 1, $3, ($4 > 0 ? 0 : 1) }
     $1 == "302" && NR % 2 == 0 { print $1, 2, $3, $4 + 1 }' "$T/qrels.test" > /tmp/qrels.jg.$$
"$TE" -q -R qrels_jg -m qrels_jg /tmp/qrels.jg.$$ "$T/results.test" | awk -F'\t' '
    { gsub(/ +$/, "", $1) }
    $2 != "all" && $1 != "runid" { n++; if (n % 7 == 0) print $2, $1, $3, 0; else print $2, $1, $3 * 0.8, 0.1 }' > jg.z
for flags in "" "-l 2" "-J" "-M 10" "-Z jg.z"; do
    "$TE" -q -R qrels_jg -m qrels_jg $flags /tmp/qrels.jg.$$ "$T/results.test" \
        > "jg$(echo "$flags" | tr -d ' .-')".out
done
"$TE" -q -c -R qrels_jg -m qrels_jg /tmp/qrels.jg.$$ /tmp/results.no303.$$ > jg.no303.c.out
# measure parameters, as in trec_eval's own quicktest (a cutoff 23.4 read as 23, relstring.20)
"$TE" -q -miprec_at_recall..10,.20,.25,.75,.50 -m P.5,7,3 -m recall.20,2000 -m Rprec_mult.5.0,0.2,0.35 \
    -mutility.2,-1,0,0 -m 11pt_avg..25,.5,.75 -mndcg.1=3,2=9,4=4.5 -mndcg_cut.10,20,23.4 -msuccess.2,5,20 \
    "$T/qrels.test" "$T/results.test" > test.meas_params.out
"$TE" -m all_trec -mrelstring.20 -q -l2 "$T/qrels.rel_level" "$T/results.test" > rel_level.relstring20.out
rm -f /tmp/results.no303.$$ /tmp/qrels.jg.$$
