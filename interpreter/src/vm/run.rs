//! The run loop: executes the top frame's instructions until a frame at the loop's floor exits.
//!
//! Python calls push frames and `continue 'frames`; returns pop them. Native code that must call
//! back into Python starts a nested loop with a higher floor (see `Vm::call_value`), which is the
//! only place the Rust stack grows with Python activity, and it is bounded.

use crate::bytecode::{Instr, UnaryOp};
use crate::heap::Object;
use crate::types::TypeId;
use crate::value::Value;

use super::binary_dunder::Operated;
use super::budget::{Countdown, CHECK_INTERVAL};
use super::call::CallOutcome;
use super::compare_dunder::Compared;
use super::frame::frame_code;
use super::fused::{fused_attribute, fused_int_op, fused_jump, fused_stores, Fused, FusedAttribute};
use super::globals::Namespace;
use super::quick_ops::{quick_binary, quick_compare};
use super::{PyErr, PyResult, Vm};

impl Vm {
    /// The instruction loop of [`Vm::run`]; `countdown` counts instructions down to the next
    /// periodic check, and what is left of it tells the caller how many ran since the last one.
    pub(super) fn run_loop(&mut self, floor: usize, countdown_out: &mut u32) -> PyResult<Option<Value>> {
        let mut left = Countdown {
            left: *countdown_out,
            out: countdown_out,
        };
        let countdown = &mut left.left;
        'frames: loop {
            let fi = self.frames.len() - 1;
            let code = frame_code(&self.frames[fi]);
            // The instructions as a local slice, so the loop reads them without going through
            // the frame each time.
            let instrs: &[Instr] = &code.instrs;
            let base = self.frames[fi].base as usize;
            let module = self.frames[fi].module as usize;
            let mut pc = self.frames[fi].pc as usize;

            macro_rules! fail {
                ($err:expr) => {{
                    self.frames[fi].pc = pc as u32;
                    self.handle_error($err, floor)?;
                    continue 'frames;
                }};
            }
            macro_rules! check {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(err) => fail!(err),
                    }
                };
            }
            macro_rules! pop {
                () => {
                    self.stack.pop().unwrap_or(Value::None)
                };
            }
            macro_rules! top {
                () => {
                    *self.stack.last().unwrap_or(&Value::None)
                };
            }
            // Replaces the top of the stack (an operand left there while an operation ran).
            macro_rules! set_top {
                ($v:expr) => {
                    match self.stack.last_mut() {
                        Some(top) => *top = $v,
                        None => self.stack.push($v),
                    }
                };
            }

            // Goes on after a call: in the frame it pushed, if it pushed one.
            macro_rules! called {
                ($e:expr) => {
                    match check!($e) {
                        CallOutcome::Done => {}
                        CallOutcome::FramePushed => continue 'frames,
                        CallOutcome::Suspended => return Err(PyErr::Suspended),
                    }
                };
            }

            // Delivers the item a quick `ForIter` step produced: `for x in ...:` stores it in
            // the local at once, counting the `StoreFast` as the step it is.
            macro_rules! for_item {
                ($item:expr) => {
                    match instrs.get(pc) {
                        Some(&Instr::StoreFast(local)) if *countdown > 1 => {
                            *countdown -= 1;
                            self.stack[base + local as usize] = $item;
                            pc += 1;
                        }
                        _ => self.stack.push($item),
                    }
                };
            }

            loop {
                let Some(&instr) = instrs.get(pc) else {
                    fail!(PyErr::new(TypeId::SystemError, "instruction pointer out of range"));
                };
                pc += 1;
                if self.heap.needs_attention() {
                    check!(self.attend_to_heap());
                }
                *countdown -= 1;
                if *countdown == 0 {
                    *countdown = CHECK_INTERVAL;
                    self.steps += CHECK_INTERVAL as u64;
                    check!(self.periodic_check());
                }
                match instr {
                    Instr::Nop => {}
                    Instr::PopTop => {
                        self.stack.pop();
                    }
                    Instr::Copy(n) => {
                        let v = self.stack[self.stack.len() - n as usize];
                        self.stack.push(v);
                    }
                    Instr::Swap(n) => {
                        let len = self.stack.len();
                        self.stack.swap(len - 1, len - n as usize);
                    }
                    Instr::LoadConst(i) => self.stack.push(code.consts[i as usize]),
                    Instr::LoadSmallInt(i) => self.stack.push(Value::Int(i as i64)),
                    Instr::LoadNone => self.stack.push(Value::None),
                    Instr::LoadFast(i) => {
                        let v = self.stack[base + i as usize];
                        if v == Value::Undefined {
                            fail!(self.unbound_local(code, i as usize));
                        }
                        self.stack.push(v);
                    }
                    Instr::LoadFastThenIntOp(i) => {
                        let v = self.stack[base + i as usize];
                        if let Some(fused) = fused_int_op(instrs, pc, v, countdown) {
                            match fused {
                                Fused::Push(value, next) => {
                                    self.stack.push(value);
                                    pc = next;
                                }
                                Fused::Store(local, value, next) => {
                                    self.stack[base + local as usize] = value;
                                    pc = next;
                                }
                                Fused::Jumped(next) => pc = next,
                            }
                            continue;
                        }
                        if v == Value::Undefined {
                            fail!(self.unbound_local(code, i as usize));
                        }
                        self.stack.push(v);
                    }
                    Instr::LoadFastThenAttr(i) | Instr::LoadFastThenMethod(i) => {
                        let v = self.stack[base + i as usize];
                        if v == Value::Undefined {
                            fail!(self.unbound_local(code, i as usize));
                        }
                        match fused_attribute(instrs, pc, countdown) {
                            Some(FusedAttribute::Attr(name)) => {
                                pc += 1;
                                let attr = check!(self.load_attr(v, code.names[name as usize]));
                                self.stack.push(attr);
                            }
                            Some(FusedAttribute::Method(name)) => {
                                pc += 1;
                                let (method, receiver) = check!(self.load_method_quickly(v, code.names[name as usize]));
                                self.stack.push(method);
                                self.stack.push(receiver);
                            }
                            None => self.stack.push(v),
                        }
                    }
                    Instr::StoreFast(i) => {
                        let v = pop!();
                        self.stack[base + i as usize] = v;
                    }
                    Instr::DeleteFast(i) => {
                        if self.stack[base + i as usize] == Value::Undefined {
                            fail!(self.unbound_local(code, i as usize));
                        }
                        self.stack[base + i as usize] = Value::Undefined;
                    }
                    Instr::LoadDeref(i) => {
                        let cell = self.stack[base + code.varnames.len() + i as usize];
                        let v = self.cell_get(cell);
                        if v == Value::Undefined {
                            fail!(self.unbound_deref(code, i as usize));
                        }
                        self.stack.push(v);
                    }
                    Instr::StoreDeref(i) => {
                        let v = pop!();
                        let cell = self.stack[base + code.varnames.len() + i as usize];
                        self.cell_set(cell, v);
                    }
                    Instr::DeleteDeref(i) => {
                        let cell = self.stack[base + code.varnames.len() + i as usize];
                        if self.cell_get(cell) == Value::Undefined {
                            fail!(self.unbound_deref(code, i as usize));
                        }
                        self.cell_set(cell, Value::Undefined);
                    }
                    Instr::LoadClosure(i) => {
                        let cell = self.stack[base + code.varnames.len() + i as usize];
                        self.stack.push(cell);
                    }
                    Instr::LoadName(i) => {
                        let namespace = self.stack[base];
                        let v = check!(self.load_class_name(namespace, code.names[i as usize], module));
                        self.stack.push(v);
                    }
                    Instr::StoreName(i) => {
                        let value = pop!();
                        check!(self.store_class_name(self.stack[base], code.names[i as usize], value));
                    }
                    Instr::DeleteName(i) => {
                        check!(self.delete_class_name(self.stack[base], code.names[i as usize], module));
                    }
                    Instr::LoadBuildClass => {
                        self.stack
                            .push(Value::Native(crate::builtins::registry::build_class_id()));
                    }
                    Instr::LoadGlobal(slot) => {
                        // The module's slot, else the builtin of that name (read here, not returned
                        // through a `Result`: see `Vm::quick_attr`).
                        let globals = &self.modules[module];
                        let mut v = globals.values[slot as usize];
                        if v == Value::Undefined {
                            let name = globals.names[slot as usize];
                            if globals.namespace != Namespace::Slots {
                                v = check!(self.load_global_name(module, name));
                            } else {
                                match self.current_builtin(name) {
                                    Some(builtin) => v = builtin,
                                    None => {
                                        let err = self.name_error(name, module);
                                        fail!(err);
                                    }
                                }
                            }
                        }
                        self.stack.push(v);
                    }
                    Instr::StoreGlobal(slot) => {
                        let v = pop!();
                        let globals = &mut self.modules[module];
                        if globals.namespace == Namespace::Slots {
                            globals.values[slot as usize] = v;
                        } else {
                            let name = globals.names[slot as usize];
                            check!(self.store_global_name(module, name, v));
                        }
                    }
                    Instr::DeleteGlobal(slot) => check!(self.delete_global(module, slot)),
                    Instr::LoadGlobalName(i) => {
                        let v = check!(self.load_global_name(module, code.names[i as usize]));
                        self.stack.push(v);
                    }
                    Instr::StoreGlobalName(i) => {
                        let v = pop!();
                        check!(self.store_global_name(module, code.names[i as usize], v));
                    }
                    Instr::DeleteGlobalName(i) => {
                        check!(self.delete_global_name(module, code.names[i as usize]));
                    }
                    Instr::LoadAttr(i) => {
                        let obj = pop!();
                        let v = check!(self.load_attr(obj, code.names[i as usize]));
                        self.stack.push(v);
                    }
                    Instr::StoreAttr(i) => {
                        let obj = pop!();
                        let value = pop!();
                        check!(self.setattr(obj, code.names[i as usize], value));
                    }
                    Instr::DeleteAttr(i) => {
                        let obj = pop!();
                        check!(self.delattr(obj, code.names[i as usize]));
                    }
                    Instr::LoadMethod(i) => {
                        let obj = pop!();
                        let (method, receiver) = check!(self.load_method_quickly(obj, code.names[i as usize]));
                        self.stack.push(method);
                        self.stack.push(receiver);
                    }
                    Instr::BinarySubscr => {
                        let key = pop!();
                        let container = top!();
                        if let Some(v) = self.plain_getitem(container, key) {
                            set_top!(v);
                            continue;
                        }
                        self.frames[fi].pc = pc as u32;
                        match check!(self.subscript(container, key)) {
                            Operated::Value(v) => set_top!(v),
                            Operated::FramePushed => continue 'frames,
                            Operated::InPlace => continue,
                        }
                    }
                    Instr::StoreSubscr => {
                        let key = pop!();
                        let container = pop!();
                        let value = pop!();
                        if self.plain_setitem(container, key, value) {
                            continue;
                        }
                        self.frames[fi].pc = pc as u32;
                        if check!(self.store_subscript(container, key, Some(value))) {
                            continue 'frames;
                        }
                    }
                    Instr::DeleteSubscr => {
                        let key = pop!();
                        let container = pop!();
                        self.frames[fi].pc = pc as u32;
                        if check!(self.store_subscript(container, key, None)) {
                            continue 'frames;
                        }
                    }
                    Instr::BuildSlice(n) => {
                        let step = if n == 3 { pop!() } else { Value::None };
                        let stop = pop!();
                        let start = pop!();
                        let slice = self
                            .heap
                            .alloc_value(Object::Slice(crate::heap::SliceObj { start, stop, step }));
                        self.stack.push(slice);
                    }
                    Instr::BinaryOp(op) | Instr::InplaceOp(op) => {
                        let b = pop!();
                        let a = top!();
                        let v = match quick_binary(op, a, b) {
                            Some(v) => v,
                            None => {
                                self.frames[fi].pc = pc as u32;
                                let inplace = matches!(instr, Instr::InplaceOp(_));
                                match check!(self.operate(op, a, b, inplace)) {
                                    Operated::Value(v) => v,
                                    Operated::FramePushed => continue 'frames,
                                    Operated::InPlace => continue,
                                }
                            }
                        };
                        set_top!(v);
                    }
                    Instr::UnaryOp(op) => {
                        let a = pop!();
                        let v = match op {
                            UnaryOp::Not => Value::bool(!check!(self.truthy(a))),
                            _ => check!(self.unary_op(op, a)),
                        };
                        self.stack.push(v);
                    }
                    Instr::Compare(op) => {
                        let b = pop!();
                        let a = pop!();
                        let v = match quick_compare(op, a, b) {
                            Some(truth) => {
                                if let Some(next) = fused_jump(instrs, pc, truth, countdown) {
                                    pc = next;
                                    continue;
                                }
                                Value::bool(truth)
                            }
                            None => {
                                self.frames[fi].pc = pc as u32;
                                match check!(self.compare_or_frame(op, a, b)) {
                                    Compared::Value(v) => v,
                                    Compared::FramePushed => continue 'frames,
                                }
                            }
                        };
                        self.stack.push(v);
                    }
                    Instr::IsOp(negate) => {
                        let b = pop!();
                        let a = pop!();
                        let truth = a.is_same(b) != negate;
                        if let Some(next) = fused_jump(instrs, pc, truth, countdown) {
                            pc = next;
                            continue;
                        }
                        self.stack.push(Value::bool(truth));
                    }
                    Instr::ContainsOp(negate) => {
                        let container = pop!();
                        let item = pop!();
                        let truth = check!(self.contains(container, item)) != negate;
                        if let Some(next) = fused_jump(instrs, pc, truth, countdown) {
                            pc = next;
                            continue;
                        }
                        self.stack.push(Value::bool(truth));
                    }
                    Instr::Jump(target) => {
                        pc = target as usize;
                        // The jump back to a `for` loop's ForIter steps a quick iterator too.
                        if let (Some(Instr::ForIter(_)), true) = (instrs.get(pc), *countdown > 2) {
                            let it = top!();
                            if let Some(item) = self.quick_for_item(it) {
                                *countdown -= 1;
                                pc += 1;
                                for_item!(item);
                            } else if instrs.get(pc + 1) == Some(&Instr::UnpackSequence(2)) && self.push_quick_pair(it)
                            {
                                // The ForIter and the UnpackSequence, both counted.
                                *countdown -= 2;
                                pc += 2;
                            }
                        }
                    }
                    Instr::PopJumpIfFalse(target) => {
                        let v = pop!();
                        let truth = match v {
                            Value::Bool(b) => b.get(),
                            _ => check!(self.truthy(v)),
                        };
                        if !truth {
                            pc = target as usize;
                        }
                    }
                    Instr::PopJumpIfTrue(target) => {
                        let v = pop!();
                        let truth = match v {
                            Value::Bool(b) => b.get(),
                            _ => check!(self.truthy(v)),
                        };
                        if truth {
                            pc = target as usize;
                        }
                    }
                    Instr::JumpIfFalseOrPop(target) => {
                        let v = top!();
                        if !check!(self.truthy(v)) {
                            pc = target as usize;
                        } else {
                            self.stack.pop();
                        }
                    }
                    Instr::JumpIfTrueOrPop(target) => {
                        let v = top!();
                        if check!(self.truthy(v)) {
                            pc = target as usize;
                        } else {
                            self.stack.pop();
                        }
                    }
                    Instr::GetIter => {
                        let v = pop!();
                        let it = check!(self.get_iter(v));
                        self.stack.push(it);
                    }
                    Instr::ForIter(target) => {
                        let it = top!();
                        if let Some(item) = self.quick_for_item(it) {
                            for_item!(item);
                            continue;
                        }
                        // `for k, v in d.items():` and `for i, x in enumerate(items):` unpack the
                        // pair without making its tuple, counting the UnpackSequence as a step.
                        if instrs.get(pc) == Some(&Instr::UnpackSequence(2))
                            && *countdown > 1
                            && self.push_quick_pair(it)
                        {
                            *countdown -= 1;
                            pc += 1;
                            continue;
                        }
                        match check!(self.for_iter_step(it, target)) {
                            super::iter::ForStep::Item(v) => self.stack.push(v),
                            super::iter::ForStep::Done => {
                                self.stack.pop();
                                pc = target as usize;
                            }
                            super::iter::ForStep::FramePushed => {
                                self.frames[fi].pc = pc as u32;
                                continue 'frames;
                            }
                        }
                    }
                    Instr::BuildTuple(n) => {
                        let items = self.stack.split_off(self.stack.len() - n as usize);
                        let v = self.new_tuple(items);
                        self.stack.push(v);
                    }
                    Instr::BuildList(n) => {
                        let items = self.stack.split_off(self.stack.len() - n as usize);
                        let v = self.new_list(items);
                        self.stack.push(v);
                    }
                    Instr::BuildSet(n) => {
                        let items = self.stack.split_off(self.stack.len() - n as usize);
                        let v = check!(self.new_set_from(&items));
                        self.stack.push(v);
                    }
                    Instr::BuildConstFrozenSet(n) => {
                        let items = self.stack.split_off(self.stack.len() - n as usize);
                        let v = check!(self.constant_frozenset(&items));
                        self.stack.push(v);
                    }
                    Instr::BuildConstSet(n) => {
                        let items = self.stack.split_off(self.stack.len() - n as usize);
                        let frozen = check!(self.constant_frozenset(&items));
                        let v = self.new_empty_set(false);
                        check!(self.set_update(v, frozen));
                        self.stack.push(v);
                    }
                    Instr::BuildMap(n) => {
                        let items = self.stack.split_off(self.stack.len() - 2 * n as usize);
                        let v = check!(self.new_dict_from_pairs(&items));
                        self.stack.push(v);
                    }
                    Instr::BuildString(n) => {
                        let parts = self.stack.split_off(self.stack.len() - n as usize);
                        let v = self.concat_strs(&parts);
                        self.stack.push(v);
                    }
                    Instr::ListAppend(n) => {
                        let v = pop!();
                        let list = self.stack[self.stack.len() - n as usize];
                        self.list_append(list, v);
                    }
                    Instr::SetAdd(n) => {
                        let v = pop!();
                        let set = self.stack[self.stack.len() - n as usize];
                        check!(self.set_add(set, v));
                    }
                    Instr::MapAdd(n) => {
                        let value = pop!();
                        let key = pop!();
                        let dict = self.stack[self.stack.len() - n as usize];
                        check!(self.dict_set(dict, key, value));
                    }
                    Instr::ListExtend(n) => {
                        let iterable = pop!();
                        let list = self.stack[self.stack.len() - n as usize];
                        check!(self.list_extend_display(list, iterable));
                    }
                    Instr::SetUpdate(n) => {
                        let iterable = pop!();
                        let set = self.stack[self.stack.len() - n as usize];
                        check!(self.set_update(set, iterable));
                    }
                    Instr::DictUpdate(n) => {
                        let mapping = pop!();
                        let dict = self.stack[self.stack.len() - n as usize];
                        check!(self.dict_update_display(dict, mapping));
                    }
                    Instr::DictMerge(n) => {
                        let mapping = pop!();
                        let dict = self.stack[self.stack.len() - n as usize];
                        let callable = self.stack[self.stack.len() - n as usize - 2];
                        check!(self.dict_merge_kwargs(dict, mapping, callable));
                    }
                    Instr::ListToTuple => {
                        let list = pop!();
                        let items = self.seq_items(list).map(|s| s.to_vec()).unwrap_or_default();
                        let v = self.new_tuple(items);
                        self.stack.push(v);
                    }
                    Instr::UnpackSequence(n) => {
                        let seq = pop!();
                        check!(self.unpack_sequence(seq, n as usize));
                        if let Some(end) = fused_stores(instrs, pc, n, countdown) {
                            for store in &instrs[pc..end] {
                                if let Instr::StoreFast(local) = store {
                                    self.stack[base + *local as usize] = pop!();
                                }
                            }
                            pc = end;
                        }
                    }
                    Instr::UnpackEx { before, after } => {
                        let seq = pop!();
                        check!(self.unpack_ex(seq, before as usize, after as usize));
                    }
                    Instr::FormatValue { conversion, has_spec } => {
                        let spec = if has_spec { pop!() } else { Value::None };
                        let value = pop!();
                        let v = check!(self.format_value(value, conversion, spec));
                        self.stack.push(v);
                    }
                    Instr::MakeFunction { code: child, flags } => {
                        let v = check!(self.make_function(code, child as usize, flags, module as u32));
                        self.stack.push(v);
                    }
                    Instr::Call(n) => {
                        let at = self.stack.len() - n as usize - 1;
                        if let Some(result) = self.quick_call(at, n) {
                            self.stack.truncate(at);
                            self.stack.push(result);
                            continue;
                        }
                        self.frames[fi].pc = pc as u32;
                        if self.push_plain_call(at) {
                            continue 'frames;
                        }
                        called!(self.call_positional(at, at + 1));
                    }
                    Instr::CallMethod(n) => {
                        self.frames[fi].pc = pc as u32;
                        let at = self.stack.len() - n as usize - 2;
                        if n == 1 && self.stack[at] == Value::Native(crate::builtins::registry::list_append_id()) {
                            // `items.append(x)`, the most common method call, without building
                            // arguments (a receiver that is not a list takes the general path).
                            let (list, item) = (self.stack[at + 1], self.stack[at + 2]);
                            if let Some(Object::List(_)) = self.object(list) {
                                self.list_append(list, item);
                                self.stack.truncate(at);
                                self.stack.push(Value::None);
                                continue;
                            }
                        }
                        let args_start = if self.stack[at + 1] == Value::Undefined {
                            at + 2
                        } else {
                            if self.push_plain_call(at) {
                                continue 'frames;
                            }
                            at + 1
                        };
                        called!(self.call_positional(at, args_start));
                    }
                    Instr::CallKw { nargs, kwnames } => {
                        self.frames[fi].pc = pc as u32;
                        let at = self.stack.len() - nargs as usize - 1;
                        let names = &code.kwnames[kwnames as usize];
                        called!(self.call_at(at, at + 1, names));
                    }
                    Instr::CallMethodKw { nargs, kwnames } => {
                        self.frames[fi].pc = pc as u32;
                        let at = self.stack.len() - nargs as usize - 2;
                        let args_start = if self.stack[at + 1] == Value::Undefined {
                            at + 2
                        } else {
                            at + 1
                        };
                        let names = &code.kwnames[kwnames as usize];
                        called!(self.call_at(at, args_start, names));
                    }
                    Instr::CallEx { has_kwargs } => {
                        self.frames[fi].pc = pc as u32;
                        let kwargs = if has_kwargs { pop!() } else { Value::Undefined };
                        let args = pop!();
                        called!(self.call_ex(args, kwargs));
                    }
                    Instr::ReturnValue => {
                        let value = pop!();
                        if let Some(returned) = self.return_to_caller(value) {
                            self.recycle_code(returned);
                            continue 'frames;
                        }
                        match self.return_from_frame(value) {
                            Ok(Some(result)) => return Ok(result),
                            Ok(None) => continue 'frames,
                            // The nested loop's own frame ended with an error for its caller.
                            Err(err) if self.frames.len() <= floor => return Err(err),
                            Err(err) => {
                                self.handle_error(err, floor)?;
                                continue 'frames;
                            }
                        }
                    }
                    Instr::YieldValue | Instr::AsyncGenYield => {
                        let value = pop!();
                        self.frames[fi].pc = pc as u32;
                        let own = matches!(instr, Instr::AsyncGenYield);
                        // The frame is saved by now: an error (an `aclose()` whose generator
                        // yielded) is raised in the frame that awaited it.
                        match self.yield_from_frame(value, own) {
                            Ok(Some(result)) => return Ok(Some(result)),
                            Ok(None) => {}
                            Err(err) => self.handle_error(err, floor)?,
                        }
                        continue 'frames;
                    }
                    Instr::GetAwaitable => {
                        let v = pop!();
                        let awaitable = check!(self.get_awaitable(v));
                        self.stack.push(awaitable);
                    }
                    Instr::GetAIter => {
                        let v = pop!();
                        let it = check!(self.get_aiter(v));
                        self.stack.push(it);
                    }
                    Instr::GetANext => {
                        let it = top!();
                        let awaitable = check!(self.get_anext(it));
                        self.stack.push(awaitable);
                    }
                    Instr::EndAsyncFor => {
                        let exc = pop!();
                        if self.is_instance(exc, Value::Type(TypeId::StopAsyncIteration)) {
                            self.stack.pop();
                        } else {
                            self.frames[fi].pc = pc as u32;
                            self.reraise_handled(exc, floor)?;
                            continue 'frames;
                        }
                    }
                    Instr::BeforeAsyncWith => {
                        let manager = pop!();
                        let (exit, enter) = check!(self.async_context_methods(manager));
                        self.stack.push(exit);
                        self.stack.push(enter);
                        self.stack.push(manager);
                    }
                    Instr::GetYieldFromIter => {
                        let v = pop!();
                        let it = check!(self.get_iter(v));
                        self.stack.push(it);
                    }
                    Instr::Send(target) => {
                        self.frames[fi].pc = pc as u32;
                        let sent = pop!();
                        let it = top!();
                        match check!(self.send_step(it, sent, target)) {
                            super::iter::ForStep::Item(v) => self.stack.push(v),
                            super::iter::ForStep::Done => pc = target as usize,
                            super::iter::ForStep::FramePushed => continue 'frames,
                        }
                    }
                    Instr::Raise(0) => {
                        self.frames[fi].pc = pc as u32;
                        match self.exc_info {
                            Value::Ref(_) => self.reraise_handled(self.exc_info, floor)?,
                            _ => fail!(PyErr::runtime_error("No active exception to reraise")),
                        }
                        continue 'frames;
                    }
                    Instr::Raise(kind) => {
                        let err = self.raise_from_stack(kind);
                        fail!(err);
                    }
                    Instr::Reraise => {
                        let exc = pop!();
                        self.frames[fi].pc = pc as u32;
                        self.reraise_handled(exc, floor)?;
                        continue 'frames;
                    }
                    Instr::PushExcInfo => {
                        let exc = pop!();
                        let previous = std::mem::replace(&mut self.exc_info, exc);
                        self.stack.push(previous);
                        self.stack.push(exc);
                    }
                    Instr::PopExcept => {
                        self.exc_info = pop!();
                    }
                    Instr::CheckExcMatch => {
                        let class = pop!();
                        let exc = top!();
                        let matched = check!(self.exception_matches(exc, class));
                        self.stack.push(Value::bool(matched));
                    }
                    Instr::CheckEgMatch => check!(self.check_eg_match_on_stack()),
                    Instr::PrepReraiseStar => check!(self.prep_reraise_star_on_stack()),
                    Instr::BeforeWith => check!(self.before_with_on_stack()),
                    Instr::ExcInfoTriple => check!(self.exc_info_triple_on_stack()),
                    Instr::LoadAssertionError => self.stack.push(Value::Type(TypeId::AssertionError)),
                    Instr::ImportName(i) => {
                        let from_stdlib = code.source.standard_library;
                        let module_value = check!(self.import_statement(code.names[i as usize], from_stdlib));
                        self.stack.push(module_value);
                    }
                    Instr::ImportFrom(i) => {
                        let module_value = top!();
                        let v = check!(self.import_from(module_value, code.names[i as usize]));
                        self.stack.push(v);
                    }
                    Instr::SetResult => {
                        self.result = pop!();
                    }
                    Instr::PrintExpr => {
                        let v = pop!();
                        check!(self.print_expression_value(v));
                    }
                    Instr::ImportStar => {
                        let module_value = pop!();
                        check!(self.import_star(module_value, module, code, base));
                    }
                    Instr::MatchSequence
                    | Instr::MatchMapping
                    | Instr::GetLen
                    | Instr::MatchKeys
                    | Instr::MatchClass { .. } => check!(self.pattern_instruction(instr, code)),
                }
            }
        }
    }
}
